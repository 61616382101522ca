import jax
import jax.numpy as jnp


@jax.jit
def reef_box_hour(box, light, exchange_rate):
    # hourly net community production / calcification with offshore exchange
    ncp = 4.0 * light - 1.2
    ncc = 1.5 * light + 0.3
    dic = box.dic - ncp - ncc + exchange_rate * (2000.0 - box.dic)
    alk = box.alk - 2 * ncc + exchange_rate * (2300.0 - box.alk)
    temp = box.temp + 0.05 * (light - 0.4)
    return box.replace(dic=dic, alk=alk, temp=temp, day=box.day + 1.0 / 24)
