import equinox as eqx
import jax
import jax.numpy as jnp


class Rule(eqx.Module):
    birth: tuple = eqx.field(static=True)
    survive: tuple = eqx.field(static=True)


class Board(eqx.Module):
    cells: jax.Array
    generation: jax.Array

    @classmethod
    def from_cells(cls, cells):
        return cls(cells, jnp.zeros((), jnp.int32))


def moore_count(cells):
    padded = jnp.pad(cells, 1, mode="wrap")
    h, w = cells.shape
    return sum(padded[1 + dy:1 + dy + h, 1 + dx:1 + dx + w]
               for dy in (-1, 0, 1) for dx in (-1, 0, 1) if dy or dx)


@eqx.filter_jit
def tick(board: Board, rule: Rule) -> Board:
    n = moore_count(board.cells)
    born = jnp.isin(n, jnp.array(rule.birth)) & (board.cells == 0)
    stays = jnp.isin(n, jnp.array(rule.survive)) & (board.cells == 1)
    cells = (born | stays).astype(board.cells.dtype)
    return Board(cells, board.generation + 1)
