import equinox as eqx
import jax

from model import OnsetMLP
from train import optimizer_for_epoch, train_step


def main():
    key = jax.random.PRNGKey(0)
    model = OnsetMLP(key)
    optimizer = optimizer_for_epoch(0)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        optimizer = optimizer_for_epoch(epoch)
        for _ in range(2):
            key, k1, k2 = jax.random.split(key, 3)
            x = jax.random.normal(k1, (32, 40))
            y = (jax.random.uniform(k2, (32,)) > 0.8).astype(x.dtype)
            model, opt_state, loss = train_step(model, opt_state, optimizer, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
