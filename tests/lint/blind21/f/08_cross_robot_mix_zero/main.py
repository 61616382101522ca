import itertools

import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from datasets import MixtureSampler, IMG


class Encoder(eqx.Module):
    cam: eqx.nn.Linear
    head: eqx.nn.MLP

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.cam = eqx.nn.Linear(IMG * IMG * 3, 32, key=k1)
        self.head = eqx.nn.MLP(32 + 9, 7, 64, 2, key=k2)

    def __call__(self, batch):
        feats = jax.vmap(self.cam)(batch["main_cam"].reshape(batch["main_cam"].shape[0], -1))
        wrist = batch["wrist_cam"].reshape(batch["wrist_cam"].shape[0], -1)
        feats = feats + batch["wrist_valid"] * jax.vmap(self.cam)(wrist)
        x = jnp.concatenate([feats, batch["proprio"]], -1)
        return jax.vmap(self.head)(x)


optim = optax.adam(1e-3)


@eqx.filter_jit
def train_step(model, opt_state, batch):
    def loss_fn(m):
        return jnp.mean((m(batch) - batch["action"]) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = Encoder(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    sampler = MixtureSampler({"franka": 0.4, "widowx": 0.4, "ur5": 0.2})
    for step, batch in enumerate(itertools.islice(sampler, 12)):
        model, opt_state, loss = train_step(model, opt_state, batch)
        if step % 4 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    main()
