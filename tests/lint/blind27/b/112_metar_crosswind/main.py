import jax
import jax.numpy as jnp
from wx import parse_metar_wind

RWY_HDG = 270.0


@jax.jit
def crosswind_gust(wind):
    ang = jnp.deg2rad(wind.direction_deg - RWY_HDG)
    return jnp.abs(wind.gust_kt * jnp.sin(ang)), wind.speed_kt * jnp.cos(ang)


for group in ["27015G25KT", "24008KT", "30012G22KT", "25010KT", "28018G30KT"]:
    xw, hw = crosswind_gust(parse_metar_wind(group))
    print(group, f"gust xwind {float(xw):.1f} kt, headwind {float(hw):.1f} kt")
