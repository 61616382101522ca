import numpy as np
import jax.numpy as jnp

from filters import isolate_mode

FS = 50.0


def cable_record(rng, n=3000):
    t = np.arange(n) / FS
    f1 = 1.18  # stay-cable fundamental
    x = sum(np.sin(2 * np.pi * k * f1 * t + rng.uniform(0, 6)) / k for k in range(1, 6))
    return (x + rng.normal(0, 0.8, n)).astype(np.float32)


def main():
    rng = np.random.default_rng(9)
    for cable in range(6):
        x = cable_record(rng)
        y = isolate_mode(x, 1.18, FS)
        env = float(jnp.sqrt(2) * jnp.std(y))
        # tension from taut-string theory, T = 4 m L^2 f^2
        print(f"cable C{cable + 1}: first-mode amplitude {env:.3f}, T = {4 * 62.0 * 120.0 ** 2 * 1.18 ** 2 / 1e3:.0f} kN")


if __name__ == "__main__":
    main()
