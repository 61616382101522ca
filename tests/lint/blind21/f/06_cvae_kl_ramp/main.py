import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ChunkCVAE
from schedules import kl_weight

OBS_DIM, ACT_DIM, CHUNK, BATCH = 12, 4, 5, 16
WARMUP, RAMP, STEPS = 3, 5, 8

model = ChunkCVAE(chunk=CHUNK, act_dim=ACT_DIM)
tx = optax.adamw(3e-4)


@jax.jit
def train_step(params, opt_state, batch, rng, beta):
    def loss_fn(p):
        pred, mu, logvar = model.apply(p, batch["obs"], batch["actions"], rng)
        recon = jnp.mean(jnp.abs(pred - batch["actions"]))
        kl = -0.5 * jnp.mean(1 + logvar - mu**2 - jnp.exp(logvar))
        return recon + beta * kl

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def sample_batch(rng):
    obs = rng.normal(size=(BATCH, OBS_DIM)).astype(np.float32)
    actions = rng.normal(size=(BATCH, CHUNK, ACT_DIM)).astype(np.float32)
    return {"obs": obs, "actions": actions}


def main():
    np_rng = np.random.default_rng(0)
    key = jax.random.PRNGKey(0)
    b0 = sample_batch(np_rng)
    params = model.init(key, b0["obs"], b0["actions"], key)
    opt_state = tx.init(params)
    for step in range(STEPS):
        key, sub = jax.random.split(key)
        beta = kl_weight(step, WARMUP, RAMP)
        params, opt_state, loss = train_step(params, opt_state, sample_batch(np_rng), sub, beta)
        print(step, beta, float(loss))


if __name__ == "__main__":
    main()
