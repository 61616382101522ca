import jax

from geometry import WellDetector

# each sample tube is logged with the detector it was counted on; the detectors share one well design
SAMPLES = [("swab-1", 1.2), ("swab-2", 0.8), ("urine-7", 2.5), ("filter-3", 0.4), ("swab-9", 1.0)]


def main():
    key = jax.random.PRNGKey(0)
    for name, h in SAMPLES:
        det = WellDetector(radius_cm=0.8, depth_cm=4.0)
        key, sub = jax.random.split(key)
        f = det.solid_angle_fraction(sub, -h)
        print(f"{name}: geometric efficiency {float(f):.3f}")


if __name__ == "__main__":
    main()
