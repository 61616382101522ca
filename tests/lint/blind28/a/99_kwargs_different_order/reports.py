import numpy as np

from model import stay_revenue


def group_quote(rng):
    rooms = np.float32(rng.integers(10, 40))
    return stay_revenue(rooms, room_rate=np.float32(118.0), nights=np.float32(3.0),
                        fnb_spend=np.float32(rooms * 45.0))


def wedding_quote(rng):
    rooms = np.float32(rng.integers(20, 60))
    return stay_revenue(rooms, nights=np.float32(2.0), fnb_spend=np.float32(rooms * 120.0),
                        room_rate=np.float32(149.0))
