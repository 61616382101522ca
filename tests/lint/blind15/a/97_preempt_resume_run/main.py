import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn
from flax.training import train_state

from checkpointing import PreemptionSafeCheckpointer


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.max_pool(x, (2, 2), strides=(2, 2))
        return nn.Dense(10)(x.reshape((x.shape[0], -1)))


model = CNN()
tx = optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(1e-3))


def create_state(rng, sample):
    params = model.init(rng, sample)["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, images, labels):
    def loss_fn(p):
        logits = state.apply_fn({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def run(ckpt, images, labels, num_steps, preempt_at=None):
    state = create_state(jax.random.PRNGKey(0), images[:1])
    state = ckpt.restore(state)
    while int(state.step) < num_steps:
        state, loss = train_step(state, images, labels)
        if int(state.step) % 2 == 0:
            ckpt.save(state)
        if preempt_at is not None and int(state.step) == preempt_at:
            print("preempted at step", int(state.step))
            return None
    return state


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(16,)).astype(np.int32)
    ckpt = PreemptionSafeCheckpointer()
    run(ckpt, images, labels, num_steps=8, preempt_at=4)
    state = run(ckpt, images, labels, num_steps=8)
    print("finished at step", int(state.step))


if __name__ == "__main__":
    main()
