import numpy as np

from estimators import Estimator, estimate_blocks

SETTINGS = {"method": Estimator.IDW, "power": 2}


def bench_data(rng, bench):
    xyz = rng.uniform(0, 200, size=(120, 3)).astype(np.float32)
    xyz[:, 2] = bench * 10.0
    g = rng.lognormal(-0.5, 0.7, size=120).astype(np.float32)
    blocks = np.stack(np.meshgrid(np.arange(5, 200, 10), np.arange(5, 200, 10), [bench * 10.0]), -1).reshape(-1, 3)
    return xyz, g, blocks.astype(np.float32)


def main():
    rng = np.random.default_rng(122)
    for bench in range(6):
        xyz, g, blocks = bench_data(rng, bench)
        est = estimate_blocks(xyz, g, blocks, **SETTINGS)
        print(f"bench {bench}: {blocks.shape[0]} blocks, IDW2 mean {float(est.mean()):.3f} g/t")


if __name__ == "__main__":
    main()
