import equinox as eqx
import jax

from model import build, poisson_residual


def main():
    key = jax.random.PRNGKey(0)
    template = build(key)
    params, static = eqx.partition(template, eqx.is_array)
    pts = jax.random.uniform(jax.random.fold_in(key, 1), (128, 2))
    for restart in range(5):
        params = jax.tree_util.tree_map(lambda p: p * 0.9, params)
        model = eqx.combine(params, static)
        print(f"restart {restart}: residual {float(poisson_residual(model, pts)):.4f}")
    fresh = build(jax.random.fold_in(key, 7))
    print("fresh init residual", float(poisson_residual(fresh, pts)))


if __name__ == "__main__":
    main()
