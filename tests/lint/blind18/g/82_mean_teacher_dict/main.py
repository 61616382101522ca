import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from teacher import MeanTeacher


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.tanh(nn.Dense(32)(x)))


model = Net()
tx = optax.adam(3e-3)


@jax.jit
def distill_step(params, opt_state, teacher_params, x, y, alpha=0.5):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        soft = jax.nn.softmax(model.apply({"params": teacher_params}, x))
        hard_loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        soft_loss = optax.softmax_cross_entropy(logits, soft).mean()
        return (1 - alpha) * hard_loss + alpha * soft_loss

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.argmax(x[:, :3], -1).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    teacher = MeanTeacher(params)
    for epoch in range(3):
        for i in range(0, 64, 16):
            params, opt_state, loss = distill_step(params, opt_state, teacher.params, x[i:i + 16], y[i:i + 16])
        teacher.on_epoch_end(params)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
