import jax.numpy as jnp

from grade import haugh_grade
from records import candling_log, by_day


def main():
    w = jnp.array([-0.6, 0.3, 0.8, 0.1, 0.2])
    days, feats = candling_log()
    for day, eggs in by_day(days, feats):
        counts = haugh_grade(eggs, w)
        print(f"day {day}: {len(eggs)} eggs -> AA {int(counts[0])}, A {int(counts[1])}, B {int(counts[2])}")


if __name__ == "__main__":
    main()
