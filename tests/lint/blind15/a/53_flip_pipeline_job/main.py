import jax
import jax.numpy as jnp
import optax
import equinox as eqx

from augment import make_loader


class ConvNet(eqx.Module):
    conv: eqx.nn.Conv2d
    head: eqx.nn.Linear

    def __init__(self, key):
        k1, k2 = jax.random.split(key)
        self.conv = eqx.nn.Conv2d(3, 4, 3, padding=1, key=k1)
        self.head = eqx.nn.Linear(4, 5, key=k2)

    def __call__(self, x):
        x = jnp.transpose(x, (2, 0, 1))
        x = jax.nn.relu(self.conv(x))
        return self.head(jnp.mean(x, axis=(1, 2)))


optimizer = optax.sgd(0.01, momentum=0.9)


@eqx.filter_jit
def make_step(model, opt_state, images, labels):
    def loss_fn(m):
        logits = jax.vmap(m)(images.astype(jnp.float32))
        return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    model = ConvNet(jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step, (images, labels) in enumerate(make_loader(8, 16)):
        model, opt_state, loss = make_step(model, opt_state, images, labels)
        print(step, float(loss))


if __name__ == "__main__":
    main()
