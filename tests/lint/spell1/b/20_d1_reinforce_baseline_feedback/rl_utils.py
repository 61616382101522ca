def update_baseline(baseline, episode_return, momentum=0.9):
    return momentum * baseline + (1 - momentum) * episode_return


def episode_return(rewards, gamma=0.99):
    g = 0.0
    for r in reversed(rewards):
        g = r + gamma * g
    return g
