"""Medians, spreads and ratios of repeated measurements, and the load the machine was under."""
import os
import statistics


def summary(samples):
    """The median, min and max of `samples` (seconds or any unit), and how many there were;
    None for no samples."""
    if not samples:
        return None
    return {
        "median": statistics.median(samples),
        "min": min(samples),
        "max": max(samples),
        "runs": len(samples),
        "samples": list(samples),
    }


def ratio(numerator, denominator):
    """numerator / denominator of two summaries' medians, or None when either is missing."""
    if not numerator or not denominator or not denominator["median"]:
        return None
    return numerator["median"] / denominator["median"]


def load_average():
    """The 1-minute load average (how many processes wanted a core), for the report."""
    try:
        return os.getloadavg()[0]
    except OSError:
        return None
