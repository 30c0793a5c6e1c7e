"""Checks the OpenRPC document `host serve --stdio` answers to rpc.discover, read as the
answer line on standard input, with implementations nobody here wrote (PyPI's jsonschema and
openrpc):

- every JSON Schema in it (each message's payload and answer schema under components.schemas,
  each method's params and result, each notification's params) against JSON Schema's draft
  2020-12 meta-schema (jsonschema);
- each contract example under components.examples against its message's payload schema;
- every "$ref" that starts with "#" leads somewhere (inside a schema with its own "$id", against
  that schema, as JSON Schema 2020-12 resolves an embedded resource);
- the document against the OpenRPC document model of PyPI's `openrpc` package, after putting
  each Reference Object to components.errors in its place (that model takes errors inline
  only), and with every member it does not know, outside schemas and `x-` extensions, an error.

No PyPI package ships the OpenRPC meta-schema itself (@open-rpc/meta-schema is published to
npm only); see FrontEndProtocol.md, "How it is checked".

    printf '%s\\n' '{"jsonrpc":"2.0","id":1,"method":"rpc.discover"}' \\
        | host serve --stdio --data-dir DIR | python3 .ci/check-discovery.py
"""

import json
import os
import sys

import openrpc
from jsonschema import Draft202012Validator

answer = json.loads(sys.stdin.readline())
if "result" not in answer:
    sys.exit(f"rpc.discover did not answer a document: {answer}")
document = answer["result"]
problems = []


def schemas(document):
    """Every JSON Schema in the document, with where it is (a missing one is the model's to report)."""
    components = document.get("components", {})
    for key, schema in components.get("schemas", {}).items():
        yield f"components.schemas.{key}", schema
    for key, descriptor in components.get("contentDescriptors", {}).items():
        yield f"components.contentDescriptors.{key}.schema", descriptor.get("schema", {})
    for index, method in enumerate(document.get("methods", [])):
        name = method.get("name", index)
        for place, param in enumerate(method.get("params", [])):
            yield f"methods.{name}.params.{param.get('name', place)}", param.get("schema", {})
        yield f"methods.{name}.result", method.get("result", {}).get("schema", {})
    for index, notification in enumerate(document.get("x-notifications", [])):
        for place, param in enumerate(notification.get("params", [])):
            yield f"x-notifications.{notification.get('name', index)}.params.{param.get('name', place)}", param.get(
                "schema", {})


def pointer(reference, root):
    value = root
    for token in reference[2:].split("/") if reference != "#" else []:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(value, dict) and token in value:
            value = value[token]
        elif isinstance(value, list) and token.isdigit() and int(token) < len(value):
            value = value[int(token)]
        else:
            raise KeyError(token)
    return value


def references(value, where, resource):
    """Every `#` reference in `value` that leads nowhere."""
    if isinstance(value, dict):
        base = value if "$id" in value else resource
        reference = value.get("$ref")
        if isinstance(reference, str) and reference.startswith("#"):
            try:
                pointer(reference, base)
            except KeyError:
                yield f"{where}: {reference} leads nowhere"
        for key, member in value.items():
            yield from references(member, f"{where}.{key}", base)
    elif isinstance(value, list):
        for index, element in enumerate(value):
            yield from references(element, f"{where}[{index}]", resource)


checked = 0
for where, schema in schemas(document):
    try:
        Draft202012Validator.check_schema(schema)
        checked += 1
    except Exception as error:  # jsonschema's SchemaError, with its path
        problems.append(f"{where}: not a valid draft 2020-12 schema: {getattr(error, 'message', error)}")

examples = 0
for key, descriptor in document.get("components", {}).get("contentDescriptors", {}).items():
    try:
        schema = pointer(descriptor["schema"]["$ref"], document)
        for reference in descriptor.get("x-examples", []):
            example = pointer(reference["$ref"], document)["value"]
            for error in Draft202012Validator(schema).iter_errors(example):
                problems.append(f"{reference['$ref']}: {error.message} at {list(error.absolute_path)}")
            examples += 1
    except (KeyError, TypeError) as error:
        problems.append(f"components.contentDescriptors.{key}: its schema or an example cannot be found ({error})")

problems += list(references(document, "document", document))


def dereferenced_errors(document):
    """The document with each method's error references replaced by the errors they name."""
    copy = json.loads(json.dumps(document))
    for method in copy.get("methods", []):
        try:
            method["errors"] = [pointer(e["$ref"], copy) if "$ref" in e else e for e in method.get("errors", [])]
        except KeyError as error:
            problems.append(f"methods.{method.get('name')}: an error reference leads nowhere ({error})")
    return copy


def unknown(original, dumped, where):
    """Members of `original` the model dropped: unknown to OpenRPC (schemas and x- extensions aside)."""
    if isinstance(original, dict) and isinstance(dumped, dict):
        for key, value in original.items():
            if key.startswith("x-"):
                continue
            if key not in dumped:
                yield f"{where}.{key}: not a member OpenRPC knows"
            elif key not in ("schema", "schemas", "value"):
                yield from unknown(value, dumped[key], f"{where}.{key}")
    elif isinstance(original, list) and isinstance(dumped, list):
        for index, (a, b) in enumerate(zip(original, dumped)):
            yield from unknown(a, b, f"{where}[{index}]")


plain = dereferenced_errors(document)
try:
    model = openrpc.OpenRPC.model_validate(plain)
    problems += list(unknown(plain, model.model_dump(by_alias=True, exclude_unset=True), "document"))
except Exception as error:  # pydantic's ValidationError lists every place
    problems.append(f"the document does not fit OpenRPC's document model (PyPI openrpc): {error}")

# The official meta-schema, when a clone of it is named (it is published to npm and GitHub only,
# and fetched code is never committed here, so CI, which has no network, leaves this out):
# VERTICALHUB_OPENRPC_META_SCHEMA names open-rpc/meta-schema's schema.json and
# VERTICALHUB_JSON_SCHEMA_TOOLS_META json-schema-tools/meta-schema's schema.json, which it refers
# to for every schema. An unreleased schema.json holds a placeholder where a release lists the
# OpenRPC versions; the 1.3 versions take its place.
official_meta = "with the official meta-schema not named"
meta_path, tools_path = (os.environ.get(name) for name in (
    "VERTICALHUB_OPENRPC_META_SCHEMA", "VERTICALHUB_JSON_SCHEMA_TOOLS_META"))
if meta_path and tools_path:
    from jsonschema import Draft7Validator
    from referencing import Registry, Resource
    from referencing.jsonschema import DRAFT7

    meta = json.load(open(meta_path))
    versions = meta.get("properties", {}).get("openrpc", {})
    if any("GENERATED FIELD" in str(value) for value in versions.get("enum", [])):
        versions["enum"] = ["1.3.0", "1.3.1", "1.3.2"]
    tools = Resource.from_contents(json.load(open(tools_path)), default_specification=DRAFT7)
    registry = Registry().with_resources(
        [("https://meta.json-schema.tools/", tools), ("https://meta.json-schema.tools", tools)])
    for error in Draft7Validator(meta, registry=registry).iter_errors(document):
        problems.append(f"document.{'.'.join(map(str, error.absolute_path))}: {error.message} (OpenRPC meta-schema)")
    official_meta = "the document valid against the official OpenRPC meta-schema"

if problems:
    sys.exit("\n".join(problems))
descriptors = document.get("components", {}).get("contentDescriptors", {})
print(
    f"rpc.discover: OpenRPC {document['openrpc']}, {len(document['methods'])} methods, {len(descriptors)} messages; "
    f"{checked} schemas valid draft 2020-12, {examples} examples valid, every reference resolves, "
    f"the document fits PyPI openrpc's model, {official_meta}"
)
