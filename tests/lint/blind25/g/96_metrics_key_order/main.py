import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def ewma_metrics(history, current):
    return jax.tree_util.tree_map(lambda h, c: 0.7 * h + 0.3 * c, history, current)


def lab_metrics(rng, from_lims):
    values = {"moisture": rng.uniform(11, 14), "protein": rng.uniform(10, 13), "ash": rng.uniform(0.4, 0.7)}
    if from_lims:
        # LIMS export lists analytes alphabetically
        return {k: jnp.float32(values[k]) for k in sorted(values)}
    return {k: jnp.float32(v) for k, v in values.items()}


def main():
    rng = np.random.default_rng(0)
    hist = lab_metrics(rng, from_lims=False)
    for shift in range(8):
        current = lab_metrics(rng, from_lims=shift % 2 == 0)
        hist = ewma_metrics(hist, current)
        print(shift, list(current), {k: round(float(v), 2) for k, v in hist.items()})


if __name__ == "__main__":
    main()
