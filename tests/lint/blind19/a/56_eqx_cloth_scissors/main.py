import jax.numpy as jnp

from cloth import SpringNetwork, cut, substep

N = 4
REST = 0.1
# frame -> springs crossed by the scissor stroke recorded from the editor
STROKES = {1: [(12, 13)], 2: [(8, 9), (9, 13)], 3: [(4, 5), (5, 9)], 4: [(1, 5)]}


def build():
    x = jnp.array([[c * REST, -r * REST] for r in range(N) for c in range(N)])
    springs = []
    for r in range(N):
        for c in range(N):
            k = r * N + c
            if c + 1 < N:
                springs.append((k, k + 1))
            if r + 1 < N:
                springs.append((k, k + N))
    return x, springs


def main():
    x, springs = build()
    index = {s: row for row, s in enumerate(springs)}
    v = jnp.zeros_like(x)
    net = SpringNetwork(springs=jnp.array(springs, dtype=jnp.int32),
                        intact=jnp.ones((len(springs),)), rest=REST, stiffness=40.0)
    for frame in range(6):
        if frame in STROKES:
            net = cut(net, STROKES[frame], index)
        for _ in range(5):
            x, v = substep(net, x, v, 0.005)
        print(f"frame {frame} springs={int(net.intact.sum())}")


if __name__ == "__main__":
    main()
