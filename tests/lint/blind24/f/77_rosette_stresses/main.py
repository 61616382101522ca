import numpy as np

from rosette import stresses_for

STEEL = {"E": 210000.0, "nu": 0.3}


def proof_load_stage(stage, rng, n=12):
    """Rosette readings (microstrain) on a crane runway girder web during a staged proof load."""
    base = np.array([180.0, 60.0, -50.0]) * stage / 4
    return (base + rng.normal(0, 5, (n, 3))).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for stage in range(1, 7):
        s1, s2, vm = stresses_for(proof_load_stage(stage, rng), STEEL)
        print(f"stage {stage}: max von Mises {float(vm.max()):6.1f} MPa, mean s1 {float(s1.mean()):6.1f} MPa")


if __name__ == "__main__":
    main()
