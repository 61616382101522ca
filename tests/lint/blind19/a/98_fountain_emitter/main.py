from emitter import FountainEmitter
from physics import fountain_step


def main():
    em = FountainEmitter()
    for frame in range(6):
        em.emit(10)
        n = em.active_count(exact=(frame % 3 == 2))
        pos, vel, h = fountain_step(em.pos, em.vel, em.alive, n, 0.02)
        em.pos[:], em.vel[:] = pos, vel
        print(f"frame {frame} n={n} mean height={float(h):.3f}")


if __name__ == "__main__":
    main()
