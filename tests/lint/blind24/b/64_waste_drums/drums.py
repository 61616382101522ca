import numpy as np

GAMMA_CONST = {  # dose rate at 1 m per GBq, uSv/h
    "Co-60": 0.351, "Cs-137": 0.0927, "Eu-152": 0.168, "Ag-110m": 0.403, "Nb-94": 0.234,
}


def drum_inventories(seed=0):
    rng = np.random.default_rng(seed)
    mixes = [("Co-60", "Cs-137"), ("Co-60", "Cs-137", "Eu-152"), ("Cs-137",),
             ("Co-60", "Cs-137"), ("Co-60", "Ag-110m", "Nb-94"), ("Co-60", "Cs-137", "Eu-152")]
    for i, mix in enumerate(mixes):
        yield f"D-{i:03d}", {n: np.float32(rng.uniform(0.1, 5.0)) for n in mix}
