import jax
import jax.numpy as jnp

from member import EnsembleMember, mlp

N_MEMBERS = 5


def main():
    key = jax.random.PRNGKey(0)
    x = jnp.linspace(-3, 3, 128)[:, None]
    y = jnp.sin(2 * x[:, 0]) + 0.1 * x[:, 0] ** 2
    members = [EnsembleMember(jax.random.fold_in(key, i), [1, 32, 2]) for i in range(N_MEMBERS)]
    for epoch in range(10):
        losses = [m.train_step(x, y) for m in members]
    preds = jnp.stack([mlp(m.params, x)[:, 0] for m in members])
    print("losses", [round(float(l), 3) for l in losses], "spread", float(preds.std(0).mean()))


if __name__ == "__main__":
    main()
