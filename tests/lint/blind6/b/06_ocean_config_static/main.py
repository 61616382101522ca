import jax.numpy as jnp

from ocean.model import TracerModel

if __name__ == "__main__":
    x = jnp.linspace(0, 1, 128, endpoint=False)
    model = TracerModel(jnp.exp(-200 * (x - 0.3) ** 2))
    for day in range(5):
        c = model.run_day(day)
        print(f"day {day}: mass={float(c.sum()):.4f} max={float(c.max()):.4f}")
