import jax
import optax

from data import batches, dimer_dataset
from model import init_mlp
from train import make_train_step


def main():
    r, e = dimer_dataset(256)
    params = init_mlp(jax.random.PRNGKey(0), [1, 32, 32, 1])
    lr = 3e-3
    optimizer = optax.inject_hyperparams(optax.adam)(learning_rate=lr)
    opt_state = optimizer.init(params)
    train_step = make_train_step(optimizer)
    for epoch in range(5):
        opt_state.hyperparams["learning_rate"] = jax.numpy.asarray(lr, dtype=jax.numpy.float32)
        for rb, eb in batches(r, e, 64, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, rb, eb)
        print(f"epoch {epoch} lr={lr:.2e} loss={float(loss):.4f}")
        lr *= 0.7


if __name__ == "__main__":
    main()
