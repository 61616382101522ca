from pool import SprayPool
from spray import spray_step

CAPACITY = 256
DT = 0.01


def main():
    pool = SprayPool(CAPACITY)
    for frame in range(8):
        pool.emit(12)
        pos, vel = spray_step(pool.pos, pool.vel, pool.count, DT)
        pool.store(pos, vel)
        print(f"frame {frame} droplets={pool.count} max_h={pool.pos[:pool.count, 1].max():.3f}")


if __name__ == "__main__":
    main()
