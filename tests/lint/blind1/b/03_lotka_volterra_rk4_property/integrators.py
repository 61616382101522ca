def rk4_step(system, t, y, dt):
    f = system.rhs
    k1 = f(t, y)
    k2 = f(t + dt / 2, y + dt / 2 * k1)
    k3 = f(t + dt / 2, y + dt / 2 * k2)
    k4 = f(t + dt, y + dt * k3)
    return y + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4)


def integrate(system, y0, t0, t1, n_steps):
    dt = (t1 - t0) / n_steps
    ys = [y0]
    y, t = y0, t0
    for _ in range(n_steps):
        y = rk4_step(system, t, y, dt)
        t = t + dt
        ys.append(y)
    return ys
