import jax
import jax.numpy as jnp
import optax

from data import train_loader, test_loader


def init_params(key):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (784, 64)) * 0.03, "b1": jnp.zeros(64),
            "w2": jax.random.normal(k2, (64, 10)) * 0.1, "b2": jnp.zeros(10)}


@jax.jit
def predict(params, x):
    h = jax.nn.relu(x @ params["w1"] + params["b1"])
    return h @ params["w2"] + params["b2"]


tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(predict(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def accuracy(params, loader):
    correct = total = 0
    for x, y in loader:
        correct += int((jnp.argmax(predict(params, x), -1) == y).sum())
        total += len(y)
    return correct / total


params = init_params(jax.random.PRNGKey(0))
opt_state = tx.init(params)
for epoch in range(3):
    for x, y in train_loader():
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(f"epoch {epoch} loss {float(loss):.4f} "
          f"train acc {accuracy(params, train_loader()):.3f} test acc {accuracy(params, test_loader()):.3f}")
