import Prelude
/// A JSON number as the decimal it is written as, for `multipleOf`: `0.3` is 3 × 10⁻¹, not the
/// binary fraction nearest to it, so `0.3` is a multiple of `0.1` and `19.99` of `0.01`, as a
/// person reading the schema expects.
///
/// A `Double` is read as its shortest round-trip decimal (`0.3`, `1e+308`): the digits that
/// parse back to the same `Double`, which are the digits the JSON text had unless it had more
/// than a `Double` keeps (17 significant digits). An integer is read exactly.
struct SchemaDecimal: Sendable, Hashable {
    /// The digits, without trailing zeros (zero is 0 × 10⁰).
    let significand: UInt64
    /// The power of ten the digits are multiplied by.
    let exponent: Int

    /// The number `value` holds, or `nil` for a value that is not a finite number.
    init?(_ value: JSON) {
        switch value {
        case .int(let number):
            self.init(significand: UInt64(number.magnitude), exponent: 0)
        case .double(let number) where number.isFinite:
            guard let parsed = Self.parse(number.magnitude.description) else { return nil }
            self = parsed
        default:
            return nil
        }
    }

    /// `significand × 10^exponent`, with trailing zeros moved into the exponent.
    init(significand: UInt64, exponent: Int) {
        var digits = significand
        var power = exponent
        while digits != 0, digits % 10 == 0 {
            digits /= 10
            power += 1
        }
        self.significand = digits
        self.exponent = digits == 0 ? 0 : power
    }

    /// Reads Swift's description of a non-negative finite `Double`: `0.3`, `19.99`,
    /// `1.2345678901234568e+20`, `5e-324`.
    private static func parse(_ text: String) -> SchemaDecimal? {
        var digits: UInt64 = 0
        var fraction = 0
        var inFraction = false
        var power = 0
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "0"..."9":
                let (times, overflow) = digits.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                digits = times + UInt64(scalar.value - 48)
                if inFraction { fraction += 1 }
            case ".":
                inFraction = true
            case "e", "E":
                guard let exponent = Int(Substring(scalars)) else { return nil }
                power = exponent
                scalars = scalars[scalars.endIndex...]
            default:
                return nil
            }
        }
        return SchemaDecimal(significand: digits, exponent: power - fraction)
    }

    /// Whether this number divided by `divisor` is a whole number, computed exactly.
    func isMultiple(of divisor: SchemaDecimal) -> Bool {
        guard significand != 0 else { return true }
        guard divisor.significand != 0 else { return false }
        let shift = exponent - divisor.exponent
        if shift >= 0 {
            // significand × 10^shift ≡ 0 (mod divisor.significand)
            let modulus = divisor.significand
            let power = Self.power(ten: shift, modulo: modulus)
            return Self.multiply(significand % modulus, power, modulo: modulus) == 0
        }
        // significand ≡ 0 (mod divisor.significand × 10^-shift); a modulus beyond 64 bits is
        // larger than the significand, which is not zero, so it does not divide it.
        var modulus = divisor.significand
        for _ in 0 ..< -shift {
            let (times, overflow) = modulus.multipliedReportingOverflow(by: 10)
            guard !overflow else { return false }
            modulus = times
        }
        return significand % modulus == 0
    }

    /// `10^exponent mod modulus`, by squaring.
    private static func power(ten exponent: Int, modulo modulus: UInt64) -> UInt64 {
        var result: UInt64 = 1 % modulus
        var base: UInt64 = 10 % modulus
        var remaining = exponent
        while remaining > 0 {
            if remaining & 1 == 1 { result = multiply(result, base, modulo: modulus) }
            base = multiply(base, base, modulo: modulus)
            remaining >>= 1
        }
        return result
    }

    /// `left × right mod modulus` without overflow; both factors are below the modulus.
    private static func multiply(_ left: UInt64, _ right: UInt64, modulo modulus: UInt64) -> UInt64 {
        let product = left.multipliedFullWidth(by: right)
        return modulus.dividingFullWidth((product.high, product.low)).remainder
    }
}
