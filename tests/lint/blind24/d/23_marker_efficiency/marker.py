import jax
import jax.numpy as jnp


@jax.jit
def marker_efficiency(piece_widths, piece_lengths, roll_width):
    # greedy shelf packing: pieces laid across the roll width in order
    def place(carry, wl):
        used_w, shelf_len, total_len = carry
        w, l = wl
        new_shelf = used_w + w > roll_width
        used_w = jnp.where(new_shelf, w, used_w + w)
        total_len = jnp.where(new_shelf, total_len + shelf_len, total_len)
        shelf_len = jnp.where(new_shelf, l, jnp.maximum(shelf_len, l))
        return (used_w, shelf_len, total_len), None
    z = jnp.zeros((), jnp.float32)
    (_, shelf_len, total_len), _ = jax.lax.scan(place, (z, z, z), (piece_widths, piece_lengths))
    length = total_len + shelf_len
    return jnp.sum(piece_widths * piece_lengths) / (length * roll_width), length
