import jax

from scenes import SCENES
from solvers import solver_for


def initial(scene, key):
    n = SCENES[scene]["n_particles"]
    pos = jax.random.uniform(key, (n, 2)) * 2.0
    return pos, jax.numpy.zeros_like(pos)


def main():
    key = jax.random.PRNGKey(0)
    state = {name: initial(name, jax.random.fold_in(key, i)) for i, name in enumerate(SCENES)}
    # the preview server renders the scenes round-robin
    for tick in range(3):
        for name in SCENES:
            solve = solver_for(name)
            state[name] = solve(*state[name])
            print(f"tick {tick} {name:8s} mean height {float(state[name][0][:, 1].mean()):.3f}")


if __name__ == "__main__":
    main()
