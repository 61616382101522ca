import flax.linen as nn
import jax
import jax.numpy as jnp
import optax

from callbacks import EarlyStopping
from data import ArrayLoader, make_split


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.gelu(nn.Dense(64)(x))
        x = nn.gelu(nn.Dense(64)(x))
        return nn.Dense(2)(x)


model = Classifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply(p, x), y).mean()
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, x, y):
    logits = model.apply(params, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).sum()
    correct = jnp.sum(jnp.argmax(logits, -1) == y)
    return loss, correct


def evaluate(params, loader):
    total_loss, total_correct, n = 0.0, 0, 0
    for x, y in loader:
        loss, correct = eval_step(params, x, y)
        total_loss += float(loss)
        total_correct += int(correct)
        n += len(y)
    return total_loss / n, total_correct / n


def main():
    (xtr, ytr), (xva, yva) = make_split()
    train_loader = ArrayLoader(xtr, ytr, batch_size=64, shuffle=True, drop_last=True)
    val_loader = ArrayLoader(xva, yva, batch_size=64)
    params = model.init(jax.random.PRNGKey(0), xtr[:1])
    opt_state = tx.init(params)
    stopper = EarlyStopping(patience=2)
    for epoch in range(6):
        for x, y in train_loader:
            params, opt_state, _ = train_step(params, opt_state, x, y)
        val_loss, val_acc = evaluate(params, val_loader)
        print(f"epoch {epoch} val_loss {val_loss:.4f} val_acc {val_acc:.3f}")
        if stopper.update(val_loss, params):
            break


if __name__ == "__main__":
    main()
