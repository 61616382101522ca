import jax
import jax.numpy as jnp
import numpy as np
import optax

from cohort import glaucoma_cohort
from collate import pad_series

opt = optax.adam(1e-2)


def progression_logit(w, series, mask):
    t = jnp.cumsum(mask, axis=1) - 1.0
    md = series.mean(axis=-1)
    n = mask.sum(1)
    tm = (t * mask).sum(1) / n
    mm = (md * mask).sum(1) / n
    slope = ((t - tm[:, None]) * (md - mm[:, None]) * mask).sum(1) / (((t - tm[:, None]) ** 2 * mask).sum(1) + 1e-6)
    return w["a"] * slope + w["b"]


@jax.jit
def progression_step(w, opt_state, series, mask, label):
    def loss(w):
        return optax.sigmoid_binary_cross_entropy(progression_logit(w, series, mask), label).mean()

    l, g = jax.value_and_grad(loss)(w)
    u, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, u), opt_state, l


def main():
    cohort = glaucoma_cohort(40)
    w = {"a": jnp.array(-1.0, jnp.float32), "b": jnp.array(0.0, jnp.float32)}
    opt_state = opt.init(w)
    for epoch in range(3):
        for i in range(0, len(cohort), 8):
            chunk = cohort[i:i + 8]
            series, mask = pad_series([c[0] for c in chunk])
            label = np.array([c[1] for c in chunk])
            w, opt_state, l = progression_step(w, opt_state, series, mask, label)
        print(epoch, float(l))


if __name__ == "__main__":
    main()
