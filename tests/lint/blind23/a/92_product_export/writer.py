import json

from export import quantize_for_export

PRODUCT_SPEC = json.loads('{"t2m": {"scale": 0.01, "offset": 273.15, "dtype": "float32"}}')


def write_product(var, field):
    spec = PRODUCT_SPEC[var]
    return quantize_for_export(field, spec["scale"], spec["offset"], out_dtype=spec["dtype"])
