import jax
import optax

from data import batches, dimer_dataset
from model import init_mlp
from train import make_train_step


def main():
    r, e = dimer_dataset(256)
    params = init_mlp(jax.random.PRNGKey(0), [1, 32, 32, 1])
    lr = 3e-3
    opt_state = optax.adam(lr).init(params)
    for epoch in range(5):
        optimizer = optax.adam(lr)
        train_step = make_train_step(optimizer)
        for rb, eb in batches(r, e, 64, seed=epoch):
            params, opt_state, loss = train_step(params, opt_state, rb, eb)
        print(f"epoch {epoch} lr={lr:.2e} loss={float(loss):.4f}")
        lr *= 0.7


if __name__ == "__main__":
    main()
