import argparse

import numpy as np

from curvature import curvature_damage_index


def parse():
    p = argparse.ArgumentParser(description="Mode-shape curvature damage localisation")
    p.add_argument("--no-normalize", dest="normalize", action="store_false")
    p.add_argument("--spacing", type=float, default=1.5)
    p.add_argument("--campaigns", type=int, default=6)
    return p.parse_args()


def mode_shape(campaign, rng, n=21):
    x = np.linspace(0, 1, n)
    EI = np.ones(n)
    EI[13:15] = 1 - 0.05 * campaign       # progressive cracking near 0.65 L
    phi = np.sin(np.pi * x) / np.sqrt(EI) ** 0.1
    return (phi * rng.uniform(0.8, 1.2) + rng.normal(0, 2e-4, n)).astype(np.float32)


def main():
    args = parse()
    rng = np.random.default_rng(0)
    ref = mode_shape(0, rng)
    for c in range(1, args.campaigns + 1):
        di = np.asarray(curvature_damage_index(ref, mode_shape(c, rng), normalize=args.normalize, spacing=args.spacing))
        print(f"campaign {c}: max index at node {di.argmax() + 1}, value {di.max():.4f}")


if __name__ == "__main__":
    main()
