import jax

from replicas import ParallelTempering


def main():
    key = jax.random.PRNGKey(0)
    key, init_key = jax.random.split(key)
    pt = ParallelTempering([0.3, 0.6, 1.2, 2.4], dim=3, key=init_key)
    for rnd in range(6):
        key, k_move, k_swap = jax.random.split(key, 3)
        pt.local_moves(k_move)
        pt.swap(k_swap)
        print(f"round {rnd}: E(coldest)={pt.coldest_energy():.3f}")


if __name__ == "__main__":
    main()
