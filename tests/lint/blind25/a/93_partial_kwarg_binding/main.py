import numpy as np

from scenarios import loam_leaching, sandy_leaching


def main():
    rng = np.random.default_rng(11)
    for month in ["Oct", "Nov", "Dec", "Jan"]:
        drainage = rng.gamma(2.0, 15.0, 20).astype(np.float32)
        no3 = rng.uniform(20, 80, 20).astype(np.float32)
        s = sandy_leaching(drainage, no3)
        l = loam_leaching(drainage, no3)
        print(f"{month}: leached sandy {float(s.mean()):.1f}, loam {float(l.mean()):.1f} kg N/ha")


if __name__ == "__main__":
    main()
