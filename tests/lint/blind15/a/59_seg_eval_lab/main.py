import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from datasets import NUM_CLASSES, synthetic_scenes, decode_annotations


class SegNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.relu(nn.Conv(8, (3, 3), kernel_dilation=2)(x))
        return nn.Conv(NUM_CLASSES, (1, 1))(x)


model = SegNet()
tx = optax.adam(3e-3)


@jax.jit
def train_step(params, opt_state, images, masks):
    def loss_fn(p):
        logits = model.apply({"params": p}, images)
        return optax.softmax_cross_entropy_with_integer_labels(logits, masks).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def pixel_accuracy(params, images, masks):
    preds = jnp.argmax(model.apply({"params": params}, images), -1)
    return jnp.mean(preds == masks)


def main():
    train_x, train_y = synthetic_scenes(16)
    val_x, val_y = decode_annotations(8)
    params = model.init(jax.random.PRNGKey(0), train_x[:1])["params"]
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 16, 8):
            params, opt_state, loss = train_step(params, opt_state, train_x[i:i + 8], train_y[i:i + 8])
        train_acc = pixel_accuracy(params, train_x[:8], train_y[:8])
        val_acc = pixel_accuracy(params, val_x, val_y)
        print(f"epoch {epoch} loss {float(loss):.3f} train_acc {float(train_acc):.3f} val_acc {float(val_acc):.3f}")


if __name__ == "__main__":
    main()
