import jax
import jax.numpy as jnp
import numpy as np

from buffer import RollingWindow


@jax.jit
def holt_forecast(teu, alpha, beta):
    def step(carry, obs):
        level, trend = carry
        nl = alpha * obs + (1 - alpha) * (level + trend)
        return (nl, beta * (nl - level) + (1 - beta) * trend), nl
    (level, trend), _ = jax.lax.scan(step, (teu[0], jnp.float32(0.0)), teu)
    return level + trend


def main():
    rng = np.random.default_rng(0)
    window = RollingWindow(28, 12000.0)
    for day in range(1, 40):
        teu = rng.normal(12000 * (1 + 0.2 * np.sin(2 * np.pi * day / 7)), 600)
        f = holt_forecast(window.push(teu), 0.3, 0.1)
        if day % 7 == 0:
            print(f"day {day}: tomorrow {float(f):.0f} TEU")


if __name__ == "__main__":
    main()
