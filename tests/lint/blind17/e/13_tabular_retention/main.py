import jax
import jax.numpy as jnp

from preprocess import make_frame, add_missing_labels, standardize, get_target

train_df = make_frame(600, seed=1)
valid_df = add_missing_labels(make_frame(600, seed=2), frac=0.05, seed=3)

X_train, stats = standardize(train_df)
X_valid, _ = standardize(valid_df, stats)
y_train = get_target(train_df)
y_valid = get_target(valid_df)


@jax.jit
def log_loss(w, b, X, y):
    logits = X @ w + b
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@jax.jit
def train_step(w, b, X, y, lr=0.5):
    gw, gb = jax.grad(log_loss, argnums=(0, 1))(w, b, X, y)
    return w - lr * gw, b - lr * gb

w = jnp.zeros(X_train.shape[1])
b = jnp.zeros(())
for epoch in range(5):
    for _ in range(20):
        w, b = train_step(w, b, X_train, y_train)
    tr = log_loss(w, b, X_train, y_train)
    va = log_loss(w, b, X_valid, y_valid)
    print(f"epoch {epoch} train {float(tr):.4f} valid {float(va):.4f}")
