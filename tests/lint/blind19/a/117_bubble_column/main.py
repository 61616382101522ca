from physics import rise
from pool import BubblePool


def main():
    pool = BubblePool(capacity=256)
    for frame in range(6):
        pool.nucleate(8)
        pos, radius = pool.active()
        pos, radius = rise(pos, radius, 0.02)
        pool.write_back(pos, radius)
        print(f"frame {frame} bubbles={pool.count} top={pool.pos[:pool.count, 1].max():.3f}")


if __name__ == "__main__":
    main()
