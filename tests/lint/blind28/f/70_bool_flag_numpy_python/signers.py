import numpy as np


def signer_metadata():
    return [
        {"id": "s01", "left_handed": False},
        {"id": "s02", "left_handed": True},
        {"id": "s03", "left_handed": np.bool_(False)},
        {"id": "s04", "left_handed": np.bool_(True)},
    ]
