import jax
import jax.numpy as jnp
import optax

from data import make_digits, iterate_minibatches

BATCH_SIZE = 64
EPOCHS = 2


def init_params(key, sizes=(64, 128, 10)):
    params = []
    for i, (m, n) in enumerate(zip(sizes[:-1], sizes[1:])):
        k = jax.random.fold_in(key, i)
        params.append({"w": jax.random.normal(k, (m, n)) * 0.05, "b": jnp.zeros(n)})
    return params


def forward(params, x):
    for layer in params[:-1]:
        x = jax.nn.relu(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


def loss_fn(params, x, y):
    logits = forward(params, x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


optimizer = optax.sgd(0.1, momentum=0.9)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    params = optax.apply_updates(params, updates)
    return params, opt_state, loss


X, y = make_digits()
params = init_params(jax.random.PRNGKey(0))
opt_state = optimizer.init(params)

for epoch in range(EPOCHS):
    losses = []
    for xb, yb in iterate_minibatches(X, y, BATCH_SIZE, seed=epoch):
        params, opt_state, loss = train_step(params, opt_state, xb, yb)
        losses.append(float(loss))
    print(f"epoch {epoch}: loss {sum(losses) / len(losses):.4f}")
