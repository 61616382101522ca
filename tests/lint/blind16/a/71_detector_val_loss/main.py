import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import make_split, train_batches, val_batches


class CenterNetHead(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(16, (3, 3), strides=(2, 2))(x))
        x = nn.relu(nn.Conv(16, (3, 3), strides=(2, 2))(x))
        return nn.Conv(1, (1, 1))(x)[..., 0]


model = CenterNetHead()
tx = optax.adam(1e-3)


@jax.jit
def heatmap_loss(params, batch):
    images, heatmaps = batch
    logits = model.apply(params, images)
    return optax.sigmoid_focal_loss(logits, heatmaps).mean()


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(heatmap_loss)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    train_x, train_h = make_split(32, 0)
    val_x, val_h = make_split(16, 1)
    params = model.init(jax.random.PRNGKey(0), train_x[:1])
    opt_state = tx.init(params)
    for epoch in range(3):
        for batch in train_batches(train_x, train_h, 8):
            params, opt_state, loss = train_step(params, opt_state, batch)
        train_loss = float(heatmap_loss(params, batch))
        val_loss = sum(float(heatmap_loss(params, b)) for b in val_batches(val_x, val_h, 8)) / 2
        print(f"epoch {epoch} train {train_loss:.4f} val {val_loss:.4f}")


if __name__ == "__main__":
    main()
