import jax
import jax.numpy as jnp
import numpy as np

from settings import load_device_settings


@jax.jit
def simulate_responses(key, true_sens, stim_db, cfg):
    # frequency-of-seeing curve with false positive / negative lapses
    p_seen = jax.nn.sigmoid(cfg["slope"] * (true_sens - stim_db))
    p = cfg["fp_rate"] + (1 - cfg["fp_rate"] - cfg["fn_rate"]) * p_seen
    return jax.random.bernoulli(key, p)


def main():
    rng = np.random.default_rng(0)
    sens = rng.uniform(15, 32, size=54).astype(np.float32)
    key = jax.random.PRNGKey(0)
    for cfg in load_device_settings():
        seen = []
        for stim in (20.0, 25.0, 30.0):
            key, sub = jax.random.split(key)
            seen.append(float(simulate_responses(sub, sens, jnp.float32(stim), cfg).mean()))
        print(list(cfg), [round(s, 2) for s in seen])


if __name__ == "__main__":
    main()
