import jax
import jax.numpy as jnp

from ema import WeightEMA, ema_update


def fake_training_updates(n, key):
    params = {"w": jnp.zeros((8, 4)), "b": jnp.zeros(4)}
    for _ in range(n):
        key, k1, k2 = jax.random.split(key, 3)
        params = {"w": params["w"] + 0.1 * jax.random.normal(k1, (8, 4)),
                  "b": params["b"] + 0.1 * jax.random.normal(k2, (4,))}
        yield params


def main():
    updates = fake_training_updates(8, jax.random.PRNGKey(0))
    first = next(updates)
    ema = WeightEMA(shadow=first, decay=jnp.zeros((), jnp.float32))
    for step, params in enumerate(updates):
        ema = ema_update(ema.with_decay(step), params)
        print(f"step {step}: decay={float(ema.decay):.3f} |w_ema|={float(jnp.linalg.norm(ema.shadow['w'])):.3f}")


if __name__ == "__main__":
    main()
