import numpy as np

from aoi import GoldenTemplateAOI


def main():
    rng = np.random.default_rng(89)
    golden = rng.random((24, 24), dtype=np.float32)
    aoi = GoldenTemplateAOI(golden)
    for shift in range(3):
        for lot in range(3):
            boards = golden[None] + rng.normal(0, 0.15, size=(5, 24, 24)).astype(np.float32)
            print(shift, lot, np.round(np.asarray(aoi.inspect(boards)), 3).tolist())
        golden = np.clip(golden + rng.normal(0, 0.01, size=golden.shape), 0, 1).astype(np.float32)
        aoi.update_golden(golden)


if __name__ == "__main__":
    main()
