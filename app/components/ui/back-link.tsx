import { Link, useNavigate } from 'react-router';

/**
 * A link home that goes back instead when the visitor came from another page of the shop in this
 * tab (so a search or a filtered list is found as it was left). Without JavaScript it goes home.
 */
export function BackLink({ className, children, ...rest }: Omit<React.ComponentProps<typeof Link>, 'to'>) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      to="/"
      className={className}
      onClick={(event) => {
        if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
          event.preventDefault();
          navigate(-1);
        }
      }}
    >
      {children}
    </Link>
  );
}
