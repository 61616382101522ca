import numpy as np
import jax

from model import StrainClassifier
from infer import classify_plate

CFG = {"n_strains": 4, "hidden": 32}
STRAINS = ["EC-1118", "RC212", "D254", "BM45"]


def main():
    rng = np.random.default_rng(7)
    params = StrainClassifier(**CFG).init(jax.random.PRNGKey(0), np.zeros((1, 6), np.float32))
    for plate in range(5):
        # lag time, max OD, growth rate, ... from a 96-well growth assay, 12 isolates per plate
        feats = rng.normal(0, 1, (12, 6)).astype(np.float32)
        labels = np.asarray(classify_plate(params, feats, CFG))
        counts = {s: int((labels == i).sum()) for i, s in enumerate(STRAINS)}
        print(f"plate {plate}: {counts}")


if __name__ == "__main__":
    main()
