import jax
import jax.numpy as jnp
import numpy as np
import optax

from callbacks import MetricsLogger
from vae import FrameVAE, elbo_terms

STEPS = 6
model = FrameVAE()
tx = optax.adam(1e-2)


@jax.jit
def vae_step(params, opt_state, x, key):
    def loss_fn(p):
        rec, kl, mu = elbo_terms(p, model, x, key)
        return rec + kl, (rec, kl, mu)

    (_, aux), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, aux


def train(frames, key, callbacks=()):
    params = model.init(key, frames[:1], key)["params"]
    opt_state = tx.init(params)
    for step in range(STEPS):
        key, sub = jax.random.split(key)
        params, opt_state, (rec, kl, mu) = vae_step(params, opt_state, frames, sub)
        for cb in callbacks:
            cb(step, rec, kl, mu)
    return params


def main():
    rng = np.random.default_rng(0)
    frames = np.log1p(rng.gamma(2.0, 1.0, size=(64, 20))).astype(np.float32)  # log-mel frames
    logger = MetricsLogger()
    printer = lambda step, rec, kl, mu: print(f"step {step} rec {float(rec):.3f} kl {float(kl):.3f}")
    train(jnp.asarray(frames), jax.random.PRNGKey(0), callbacks=[logger, printer])
    print("active units per step:", [h[3] for h in logger.history])


if __name__ == "__main__":
    main()
