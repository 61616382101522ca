from session import EchoSession

sess = EchoSession()
for blk in range(10):
    dt = blk in (4, 5)
    print(blk, "double-talk" if dt else "", round(sess.process(dt), 5))
