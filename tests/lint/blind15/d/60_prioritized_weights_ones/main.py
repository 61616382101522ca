import jax
import jax.numpy as jnp
import numpy as np
import optax

from per import PrioritizedSampler

N, D, B = 128, 4, 16
opt = optax.sgd(0.05)


@jax.jit
def update(params, opt_state, obs, targets, weights=None):
    def loss_fn(p):
        td = obs @ p - targets
        w = jnp.ones_like(td) if weights is None else weights
        return jnp.mean(w * td ** 2), td
    (loss, td), g = jax.value_and_grad(loss_fn, has_aux=True)(params)
    upd, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, td


def main():
    rng = np.random.default_rng(0)
    data_obs = rng.normal(size=(N, D)).astype(np.float32)
    data_tgt = (data_obs @ np.arange(1, D + 1) + rng.normal(size=N)).astype(np.float32)
    sampler = PrioritizedSampler(N)
    params = jnp.zeros(D)
    opt_state = opt.init(params)
    for step in range(8):
        idx, extra = sampler.sample(B)
        params, opt_state, td = update(params, opt_state, data_obs[idx], data_tgt[idx], **extra)
        sampler.update(idx, np.asarray(td))
    print(np.asarray(params))


if __name__ == "__main__":
    main()
