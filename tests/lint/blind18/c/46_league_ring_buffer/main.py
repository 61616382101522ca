import jax.numpy as jnp

from league import League, league_step


def main():
    logits = jnp.array([0.5, 0.0, -0.5, 0.0])
    league = League()
    league.add(logits)
    for generation in range(5):
        for _ in range(10):
            logits, value = league_step(logits, league.opponents(), 0.5)
        league.add(logits)
        print(f"gen {generation} league {league.count} value {float(value):+.3f}")


if __name__ == "__main__":
    main()
