import json
from collections import OrderedDict

import numpy as np

ITEM_JSON = '{"assets": {"red": {"href": "B04.tif"}, "nir": {"href": "B08.tif"}, "swir16": {"href": "B11.tif"}}}'


def load_from_item(item_json, size=32, seed=0):
    """Assets parsed from a STAC item, in the order the catalogue lists them."""
    rng = np.random.default_rng(seed)
    assets = json.loads(item_json, object_pairs_hook=OrderedDict)["assets"]
    return {k: rng.uniform(0, 0.5, (size, size)).astype(np.float32) for k in assets}


def load_from_cache(size=32, seed=0):
    rng = np.random.default_rng(seed)
    return {k: rng.uniform(0, 0.5, (size, size)).astype(np.float32) for k in ("red", "nir", "swir16")}


def scenes(n=4):
    for i in range(n):
        yield load_from_item(ITEM_JSON, seed=i) if i % 2 else load_from_cache(seed=i)
